/*
 * old_scsi: a driver ported from BSD that carried its own bcopy, wrongly
 * mapped to memcpy.  It must end up with memmove all the same.
 */
#include <linux/kernel.h>
#include <linux/string.h>

#define bcopy(src, dst, len)	memcpy((dst), (src), (len))

struct old_cmd {
	unsigned char cdb[16];
	int cdb_len;
};

static void old_build_cdb(struct old_cmd *cmd, const unsigned char *cdb, int len)
{
	cmd->cdb_len = len;
	bcopy(cdb, cmd->cdb, len);
}

static void old_shift_cdb(struct old_cmd *cmd)
{
	bcopy(cmd->cdb + 1, cmd->cdb, cmd->cdb_len - 1);
	cmd->cdb_len--;
}
