# 0 "drv.c"
# 0 "<built-in>"
# 0 "<built-in>"
# 0 "<built-in>"
# 0 "<built-in>"
# 0 "<built-in>"
# 0 "<command-line>"
# 1 "drv.c"




# 1 "drv.h" 1


#define DRV_H 




#define drv_dbg(x) do { } while (0)


int drv_log(int x);
# 6 "drv.c" 2

#define CONFIG_PM 1
#define IS_ENABLED(x) x ##_MODULE
#define CONFIG_USB_MODULE 1

static int level;


static int drv_suspend(int state)
{
 level = drv_log(state,
   level);
 return 0;
}
# 38 "drv.c"
static int usb_or_none;





int drv_main(void)
{


 do { } while (0);
 return drv_suspend(3);
}
