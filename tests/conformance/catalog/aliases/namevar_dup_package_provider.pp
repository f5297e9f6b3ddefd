package { 'first': name => 'nginx', provider => 'apt' }
package { 'second': name => 'nginx', provider => 'gem' }
notice('ok')
