class outer {
  define thing { notice("thing ${title}") }
  outer::thing { 'a': }
}
include outer
