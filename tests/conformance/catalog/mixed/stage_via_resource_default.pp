stage { 'late': require => Stage['main'] }
class late_class { notify { 'late': } }
class { 'late_class': stage => 'late' }
notify { 'main thing': }
