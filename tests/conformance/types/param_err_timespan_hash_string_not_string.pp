notice(Timespan[{'string' => 1}])
