Notify { nonsense => 1 }
notice('no notify declared')
