class a {}
include a
Class['a'] -> Class
notice('after')
