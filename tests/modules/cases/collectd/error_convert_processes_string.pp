notice(collectd_convert_processes('str'))
