include cinder
