notice(lookup('ko_list', Any, {'strategy' => 'deep', 'knockout_prefix' => ''}))
