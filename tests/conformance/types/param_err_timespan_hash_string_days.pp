notice(Timespan[{'days' => 'x'}])
