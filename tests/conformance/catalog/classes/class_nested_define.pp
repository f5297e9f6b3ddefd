class outer {
  class inner { notice('inner body') }
  define thing() { notice("thing ${title}") }
}
include outer
include outer::inner
outer::thing { 'z': }
