# template: apache/templates/mod/pagespeed.conf.erb
# variables: as the reference renders it for Class[Apache::Mod::Pagespeed] when it compiles tests/erb/exercise/apache.pp
class apache::mod::pagespeed {
  $_apache_version = '2.4'
  $_lib = 'mod_pagespeed_ap24.so'
  $additional_configuration = {}
  $additional_domains = undef
  $allow_pagespeed_console = []
  $allow_pagespeed_message = []
  $allow_view_stats = []
  $apache_version = undef
  $cache_path = '/var/cache/mod_pagespeed/'
  $collect_statistics = 'on'
  $css_flatten_max_bytes = 2048
  $css_image_inline_max_bytes = 2048
  $css_inline_max_bytes = 2048
  $css_outline_min_bytes = 3000
  $disable_filters = []
  $enable_filters = []
  $file_cache_clean_interval_ms = 3600000
  $file_cache_size_kb = 102400
  $filter_xhtml = false
  $forbid_filters = []
  $image_inline_max_bytes = 2048
  $image_max_rewrites_at_once = 8
  $inherit_vhost_config = 'on'
  $inode_limit = 500000
  $js_inline_max_bytes = 2048
  $js_outline_min_bytes = 3000
  $log_dir = '/var/log/pagespeed'
  $lru_cache_byte_limit = 16384
  $lru_cache_per_process = 1024
  $memcache_servers = []
  $message_buffer_size = 100000
  $num_expensive_rewrite_threads = 4
  $num_rewrite_threads = 4
  $package_ensure = undef
  $rewrite_deadline_per_flush_ms = 10
  $rewrite_level = 'CoreFilters'
  $statistics_logging = 'on'
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
include apache::mod::pagespeed
