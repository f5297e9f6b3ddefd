notice(Timestamp[{'string' => 1}])
