notice(Timestamp[{'string' => 'x'}])
