notice(lookup('mixed_sorted', Any, {'strategy' => 'deep', 'sort_merged_arrays' => true}))
