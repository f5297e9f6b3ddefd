class { 'heat::cron::purge_deleted': age_type => 'weeks' }
