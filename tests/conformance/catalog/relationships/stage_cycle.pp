stage { 'pre': before => Stage['main'] }
stage { 'post': require => Stage['main'], before => Stage['pre'] }
