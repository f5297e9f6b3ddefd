define d() {}
@d { 'v': }
notify { 'n': require => D['v'] }
