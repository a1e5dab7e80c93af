/* The bus core's header: its bus and the helper its drivers may call. */
extern struct bus_type bcore_bus_type;
int bcore_dev_suspend(struct device *dev, u32 state);
