notice("${if}")
