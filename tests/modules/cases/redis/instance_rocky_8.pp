include redis
redis::instance { 'app2': port => 6380 }
