/*
 * Negative: 6.1-style APIs that legitimately take a u32 in a .suspend
 * method (SOF DSP ops' target_state, isa_driver's unit number beside a
 * pm_message_t), resume callbacks, and u32 functions wired elsewhere.
 * Nothing changes and nothing is reported.
 */
#include <linux/isa.h>
#include <sound/sof.h>

static int demo_dsp_suspend(struct snd_sof_dev *sdev, u32 target_state)
{
	if (target_state == SOF_DSP_PM_D0)
		return 0;
	return snd_sof_dsp_core_power_down(sdev, 1);
}

static int demo_dsp_resume(struct snd_sof_dev *sdev)
{
	return 0;
}

static struct snd_sof_dsp_ops demo_dsp_ops = {
	.suspend	= demo_dsp_suspend,
	.resume		= demo_dsp_resume,
};

static int demo_isa_suspend(struct device *dev, unsigned int n,
			    pm_message_t state)
{
	return 0;
}

static int demo_isa_resume(struct device *dev, unsigned int n)
{
	return 0;
}

static struct isa_driver demo_isa_driver = {
	.suspend	= demo_isa_suspend,
	.resume		= demo_isa_resume,
};

static int demo_set_state(struct device *dev, u32 state)
{
	return state == 3;
}

static struct demo_ops {
	int (*set_state)(struct device *dev, u32 state);
} demo_ops = {
	.set_state	= demo_set_state,
};
