notice(defined('file'), defined('File'), defined('exec'), defined('stage'), defined('nosuch'), defined('notice'))
