service { 's': }
file { 'f': path => '/f' }
Service['s'] <~ File['f']
Service['s'] <- Package['p']
package { 'p': }
notice('ok')
