define inner() { notice("inner ${title}") }
define outer() {
  notice("outer ${title} start")
  inner { "${title}-1": }
  include helper
  notice("outer ${title} end")
}
class helper { notice('helper class') inner { 'from-helper': } }
notice('main start')
outer { 'x': }
outer { 'y': }
notice('main end')
