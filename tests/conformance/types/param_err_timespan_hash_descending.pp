notice(Timespan[{'hours' => 2}, {'hours' => 1}])
