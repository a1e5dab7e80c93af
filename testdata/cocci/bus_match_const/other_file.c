#include <linux/device.h>
#include "zed.h"

struct bus_type zed_bus_type = {
	.name		= "zed",
	.match		= zed_match,
};
