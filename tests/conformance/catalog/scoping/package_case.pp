package { 'Vim': }
package { 'vim': }
notice('ok')
