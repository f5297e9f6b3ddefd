node default {
  notice('node body')
  include late
}
class late { notice('late class') }
notice('top level')
define d() { notice("define ${title}") }
d { 'top': }
