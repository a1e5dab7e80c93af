/*
 * vnetif: sends through sock_alloc_send_pskb(), which 2.6.11 stopped
 * exporting too; 6.1 exports it again with a sixth argument.
 */
#include <net/sock.h>
#include <linux/skbuff.h>

static struct sk_buff *vnetif_alloc(struct sock *sk, unsigned long len,
				    int noblock, int *err)
{
	return sock_alloc_send_pskb(sk, 64, len, noblock, err);
}

static struct sk_buff *vnetif_alloc_new(struct sock *sk, unsigned long len,
					int noblock, int *err)
{
	return sock_alloc_send_pskb(sk, 64, len, noblock, err, 0);
}
