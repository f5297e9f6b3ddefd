notice(collectd_convert_processes([1]))
