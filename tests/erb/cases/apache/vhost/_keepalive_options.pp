# template: apache/templates/vhost/_keepalive_options.erb
# variables: as the reference renders it for Apache::Vhost[www.example.com] when it compiles tests/erb/exercise/apache.pp
define apache::vhost {
  $_access_logs = [{'file' => 'access.log', 'format' => 'combined'}, {'syslog' => 'syslog', 'env' => 'loggable'}]
  $_directories = [{'path' => '/var/www/example', 'options' => ['Indexes', 'FollowSymLinks'], 'allow_override' => ['All'], 'require' => 'all granted', 'directoryindex' => 'index.html', 'headers' => 'Set X-Test "1"', 'rewrites' => [{'rewrite_rule' => ['^/old$ /new [R]']}]}, {'path' => '\\.php$', 'provider' => 'filesmatch', 'sethandler' => 'proxy:fcgi://127.0.0.1:9000', 'require' => ['ip 10.0.0.0/8', 'host example.com']}, {'path' => '/admin', 'provider' => 'location', 'auth_type' => 'Basic', 'auth_name' => 'Admin', 'auth_user_file' => '/etc/htpasswd', 'auth_require' => 'valid-user'}]
  # $_template_scope: a Hash has no Puppet literal
  $access_log = true
  $access_log_env_var = false
  $access_log_file = false
  $access_log_format = false
  $access_log_pipe = false
  $access_log_syslog = false
  $access_logs = [{'file' => 'access.log', 'format' => 'combined'}, {'syslog' => 'syslog', 'env' => 'loggable'}]
  $action = 'php-fastcgi'
  $add_default_charset = 'UTF-8'
  $add_listen = true
  $additional_includes = ['/etc/apache2/extra.conf']
  $aliases = [{'alias' => '/static', 'path' => '/var/www/static'}, {'scriptalias' => '/cgi', 'path' => '/usr/lib/cgi-bin'}]
  $allow_encoded_slashes = 'nodecode'
  $apache_name = 'apache2'
  $apache_version = '2.4'
  $auth_kerb = true
  $auth_oidc = false
  $block = ['scm']
  $cas_attribute_delimiter = undef
  $cas_attribute_prefix = undef
  $cas_enabled = true
  $cas_login_url = undef
  $cas_root_proxied_as = undef
  $cas_scrub_request_headers = undef
  $cas_sso_enabled = undef
  $cas_validate_saml = undef
  $cas_validate_url = undef
  $comment = undef
  $custom_fragment = '# custom
ServerSignature Off'
  $default_vhost = false
  $define = {}
  $directories = [{'path' => '/var/www/example', 'options' => ['Indexes', 'FollowSymLinks'], 'allow_override' => ['All'], 'require' => 'all granted', 'directoryindex' => 'index.html', 'headers' => 'Set X-Test "1"', 'rewrites' => [{'rewrite_rule' => ['^/old$ /new [R]']}]}, {'path' => '\\.php$', 'provider' => 'filesmatch', 'sethandler' => 'proxy:fcgi://127.0.0.1:9000', 'require' => ['ip 10.0.0.0/8', 'host example.com']}, {'path' => '/admin', 'provider' => 'location', 'auth_type' => 'Basic', 'auth_name' => 'Admin', 'auth_user_file' => '/etc/htpasswd', 'auth_require' => 'valid-user'}]
  $directoryindex = ''
  $docroot = '/var/www/example'
  $docroot_group = 'root'
  $docroot_mode = undef
  $docroot_owner = 'root'
  $ensure = 'present'
  $error_documents = [{'error_code' => '404', 'document' => '/404.html'}]
  $error_log = true
  $error_log_destination = '/var/log/apache2/www.example.com_error.log'
  $error_log_file = undef
  $error_log_format = undef
  $error_log_format24 = undef
  $error_log_pipe = undef
  $error_log_syslog = undef
  $fallbackresource = '/index.php'
  $fastcgi_dir = '/var/www/fcgi'
  $fastcgi_idle_timeout = undef
  $fastcgi_server = 'http://localhost/'
  $fastcgi_socket = '/var/run/fcgi.sock'
  $filename = 'www.example.com'
  $filters = ['FilterDeclare COMPRESS', 'FilterProvider COMPRESS DEFLATE resp=Content-Type $text/html']
  $h2_copy_files = true
  $h2_direct = undef
  $h2_early_hints = undef
  $h2_max_session_streams = undef
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
  $headers = ['Set X-Frame-Options SAMEORIGIN']
  $http_protocol_options = 'Strict LenientMethods Allow0.9'
  $ip = undef
  $ip_based = false
  $itk = {'user' => 'www-data', 'group' => 'www-data'}
  $jk_mounts = [{'mount' => '/*', 'worker' => 'tcnode1'}]
  $keepalive = 'on'
  $keepalive_timeout = '5'
  $krb_5keytab = undef
  $krb_auth_realms = []
  $krb_authoritative = 'on'
  $krb_local_user_mapping = undef
  $krb_method_k5passwd = 'on'
  $krb_method_negotiate = 'on'
  $krb_save_credentials = 'off'
  $krb_servicename = 'HTTP'
  $krb_verify_kdc = 'on'
  $limitreqbody = undef
  $limitreqfields = undef
  $limitreqfieldsize = undef
  $limitreqline = undef
  $listen_addr_port = 80
  $log_level = undef
  $logroot = '/var/log/apache2'
  $logroot_ensure = 'directory'
  $logroot_group = undef
  $logroot_mode = undef
  $logroot_owner = undef
  $manage_docroot = true
  $max_keepalive_requests = undef
  $modsec_audit_log = undef
  $modsec_audit_log_destination = undef
  $modsec_audit_log_file = undef
  $modsec_audit_log_pipe = undef
  $modsec_body_limit = undef
  $modsec_disable_ids = undef
  $modsec_disable_ips = undef
  $modsec_disable_msgs = undef
  $modsec_disable_tags = undef
  $modsec_disable_vhost = true
  $no_proxy_uris = []
  $no_proxy_uris_match = []
  $nvh_addr_port = ['*:80']
  $oidc_settings = undef
  $options = ['Indexes', 'FollowSymLinks', 'MultiViews']
  $override = ['None']
  $passenger_allow_encoded_slashes = undef
  $passenger_app_env = undef
  $passenger_app_group_name = undef
  $passenger_app_root = '/var/www/app'
  $passenger_app_type = undef
  $passenger_base_uri = undef
  $passenger_buffer_response = undef
  $passenger_buffer_upload = undef
  $passenger_concurrency_model = undef
  $passenger_debugger = undef
  $passenger_enabled = true
  $passenger_error_override = undef
  $passenger_force_max_concurrent_requests_per_process = undef
  $passenger_friendly_error_pages = undef
  $passenger_group = undef
  $passenger_high_performance = undef
  $passenger_load_shell_envvars = undef
  $passenger_lve_min_uid = undef
  $passenger_max_instances = undef
  $passenger_max_preloader_idle_time = undef
  $passenger_max_request_queue_size = undef
  $passenger_max_request_queue_time = undef
  $passenger_max_request_time = undef
  $passenger_max_requests = undef
  $passenger_memory_limit = undef
  $passenger_meteor_app_settings = undef
  $passenger_min_instances = undef
  $passenger_nodejs = undef
  $passenger_pre_start = undef
  $passenger_python = undef
  $passenger_resist_deployment_errors = undef
  $passenger_restart_dir = undef
  $passenger_rolling_restarts = undef
  $passenger_ruby = undef
  $passenger_spawn_method = undef
  $passenger_start_timeout = undef
  $passenger_startup_file = undef
  $passenger_stat_throttle_rate = undef
  $passenger_sticky_sessions = undef
  $passenger_sticky_sessions_cookie_name = undef
  $passenger_thread_count = undef
  $passenger_user = undef
  $php_admin_flags = {'engine' => 'on'}
  $php_admin_values = {'post_max_size' => '16M'}
  $php_flags = {'display_errors' => 'off'}
  $php_values = {'memory_limit' => '128M'}
  $port = 80
  $priority = undef
  $priority_real = '25-'
  $protocols = []
  $protocols_honor_order = undef
  $proxy_add_headers = undef
  $proxy_dest = undef
  $proxy_dest_match = undef
  $proxy_dest_reverse_match = undef
  $proxy_error_override = false
  $proxy_pass = [{'path' => '/app', 'url' => 'http://127.0.0.1:8080/app', 'params' => {'retry' => 0, 'timeout' => 5}, 'reverse_urls' => ['http://127.0.0.1:8080/app']}]
  $proxy_pass_match = undef
  $proxy_preserve_host = true
  $proxy_requests = false
  $redirect_dest = ['http://a.example.com/', 'http://b.example.com/']
  $redirect_source = ['/a', '/b']
  $redirect_status = ['permanent', 'temp']
  $redirectmatch_dest = ['http://img.example.com/$1.png']
  $redirectmatch_regexp = ['^/(.*)\\.gif$']
  $redirectmatch_status = ['404']
  $request_headers = ['unset Proxy early']
  $rewrite_base = undef
  $rewrite_cond = undef
  $rewrite_inherit = false
  $rewrite_rule = undef
  $rewrites = [{'comment' => 'redirect', 'rewrite_cond' => ['%{HTTPS} off'], 'rewrite_rule' => ['(.*) https://%{HTTP_HOST}$1 [R=301,L]']}]
  $rewrites_flattened = [{'comment' => 'redirect', 'rewrite_cond' => ['%{HTTPS} off'], 'rewrite_rule' => ['(.*) https://%{HTTP_HOST}$1 [R=301,L]']}]
  $scriptalias = undef
  $scriptaliases = [{'alias' => '/cgi-bin', 'path' => '/usr/lib/cgi-bin'}]
  $serveradmin = undef
  $serveraliases = ['example.com', 'web.example.com']
  $servername = 'www.example.com'
  $setenv = ['SPECIAL_PATH /foo/bin']
  $setenvif = ['Request_URI "\\.gif$" object_is_image=gif']
  $setenvifnocase = []
  $shib_compat_valid_user = undef
  $shibboleth_enabled = false
  $ssl = false
  $ssl_ca = undef
  $ssl_cert = '/etc/ssl/certs/ssl-cert-snakeoil.pem'
  $ssl_certs_dir = undef
  $ssl_chain = undef
  $ssl_cipher = undef
  $ssl_crl = undef
  $ssl_crl_check = undef
  $ssl_crl_path = undef
  $ssl_honorcipherorder = undef
  $ssl_key = '/etc/ssl/private/ssl-cert-snakeoil.key'
  $ssl_openssl_conf_cmd = undef
  $ssl_options = undef
  $ssl_protocol = undef
  $ssl_proxy_ca_cert = undef
  $ssl_proxy_check_peer_cn = undef
  $ssl_proxy_check_peer_expire = undef
  $ssl_proxy_check_peer_name = undef
  $ssl_proxy_cipher_suite = undef
  $ssl_proxy_machine_cert = undef
  $ssl_proxy_protocol = undef
  $ssl_proxy_verify = undef
  $ssl_proxy_verify_depth = undef
  $ssl_proxyengine = false
  $ssl_stapling = undef
  $ssl_stapling_return_errors = undef
  $ssl_stapling_timeout = undef
  $ssl_verify_client = undef
  $ssl_verify_depth = undef
  $suexec_user_group = 'www-data www-data'
  $suphp_addhandler = 'x-httpd-php'
  $suphp_configpath = '/etc/php'
  $suphp_engine = 'on'
  $use_canonical_name = 'on'
  $use_env_mod = true
  $use_optional_includes = false
  $use_setenvif_mod = true
  $vhost_enable_dir = '/etc/apache2/sites-enabled'
  $vhost_name = '*'
  $vhost_symlink_ensure = 'link'
  $virtual_docroot = false
  $wsgi_application_group = undef
  $wsgi_chunked_request = undef
  $wsgi_daemon_process = 'wsgi'
  $wsgi_daemon_process_options = {'processes' => '2', 'threads' => '15'}
  $wsgi_import_script = undef
  $wsgi_import_script_options = undef
  $wsgi_pass_authorization = undef
  $wsgi_process_group = 'wsgi'
  $wsgi_script_aliases = {'/' => '/var/www/wsgi.py'}
  $wsgi_script_aliases_match = undef
  $erb_result = inline_template($erb_template)
  notice($erb_result)
  notice("length: ${erb_result.length}")
}
apache::vhost { 'www.example.com': }
