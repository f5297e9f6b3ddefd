# template: apache/templates/mod/http2.conf.erb
# variables: as the reference renders it for Class[Apache::Mod::Http2] when it compiles tests/erb/exercise/apache.pp
class apache::mod::http2 {
  $_apache_version = '2.4'
  $apache_version = undef
  $h2_copy_files = undef
  $h2_direct = undef
  $h2_early_hints = undef
  $h2_max_session_streams = undef
  $h2_max_worker_idle_seconds = undef
  $h2_max_workers = undef
  $h2_min_workers = undef
  $h2_modern_tls_only = undef
  $h2_push = undef
  $h2_push_diary_size = undef
  $h2_push_priority = []
  $h2_push_resource = []
  $h2_serialize_headers = undef
  $h2_stream_max_mem_size = undef
  $h2_tls_cool_down_secs = undef
  $h2_tls_warm_up_size = undef
  $h2_upgrade = undef
  $h2_window_size = undef
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include apache::mod::http2
