notice(Timespan[{'hours' => 1, 'minutes' => 'x'}])
