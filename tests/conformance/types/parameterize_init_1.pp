notice(Init[])
