notice(URI[{host => /x/}] <= URI[{host => Pattern[/x/]}]) notice(URI[{host => 'x'}] <= URI[{host => Pattern[/x/]}]) notice(URI[{host => 'x'}] <= URI[{host => NotUndef}])
