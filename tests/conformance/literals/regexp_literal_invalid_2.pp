notice(/)/)
