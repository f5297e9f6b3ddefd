class outer { class inner { notice("in ${title} ${module_name}") } include outer::inner }
include outer
notice(defined(Class['outer::inner']))
