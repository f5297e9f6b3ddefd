define my::d {}
notice(defined(My::D), defined(Notify), defined(File), defined('my::d'), defined(Class['nope']))
