notice(Boolean(' yes'))
