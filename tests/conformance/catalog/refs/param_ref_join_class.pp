class c($r = Class['main']) { notice(join([$r], '|')) notice([[$r]].join('-')) }
include c
