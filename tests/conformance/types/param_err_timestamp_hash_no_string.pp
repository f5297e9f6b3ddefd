notice(Timestamp[{'a' => Integer}])
