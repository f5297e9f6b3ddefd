class inner { file { '/tmp/inner': } }
class outer {
  File { mode => '0700' }
  include inner
}
include outer
notice(File['/tmp/inner'][mode])
