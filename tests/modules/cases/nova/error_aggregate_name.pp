nova_aggregate { 'FAST': hosts => ['a'] }
