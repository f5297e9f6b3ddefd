stage { 'pre': before => Stage['main'] }
class early { notify { 'early': } }
class { 'early': stage => 'pre' }
class late { notify { 'late': noop => true } }
class { 'late': }
