define myuser($uid) {
  notice("user ${title} ${uid}")
  user { $title: uid => $uid }
}
@myuser { 'alice': uid => 1001 }
@myuser { 'bob': uid => 1002 }
realize(Myuser['alice'])
notice('main done')
