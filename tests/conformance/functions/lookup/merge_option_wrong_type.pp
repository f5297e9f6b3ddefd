notice(lookup('a', String, {strategy => 'deep', merge_hash_arrays => 'yes'}, 'x'))
