notice(Timespan[{'string' => 'x'}])
