/*
 * pcmcia_modem: a bcopy shim written as a do-while macro.  spatch cannot
 * match that body, so the macro stays for a human; the calls still
 * become memmove().
 */
#include <linux/string.h>

#define bcopy(s, d, n) do { memcpy((d), (s), (n)); } while (0)

struct modem_state {
	char rxbuf[512];
	int rxlen;
};

static void modem_consume(struct modem_state *ms, int used)
{
	ms->rxlen -= used;
	bcopy(ms->rxbuf + used, ms->rxbuf, ms->rxlen);
}
