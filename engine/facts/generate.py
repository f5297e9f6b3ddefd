#!/usr/bin/env python3
"""generate.py: writes the preset fact sets of engine/facts/ (NAME.json), the facts a node of
each kind reports to `puppet apply`: Facter 4's structured facts, the legacy flat facts Facter 4
still reports to Puppet (`facter --show-legacy`), and the custom facts the common modules add
(stdlib's root_home, service_provider, package_provider, puppet_vardir, ...; apt's, systemd's).

Each set is one consistent machine, built from a few parameters below (kernel, release,
addresses, ...) so that its structured and flat facts agree (os.family and osfamily,
networking.ip and ipaddress, memory.system.total and memorysize, ...). The shapes follow what
Facter 4.3 reports on a KVM virtual machine (`facter --json --show-legacy` on Debian 12, the
reference machine); values of the other systems follow their own releases. Keys are sorted,
as `facter --json` prints them.

    python3 engine/facts/generate.py      # rewrites engine/facts/*.json
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

GIB = 1024 ** 3
MIB = 1024 ** 2


def size_text(n):
    """Facter's human sizes: 3.84 GiB, 512.00 MiB."""
    for unit, div in (("TiB", 1024 ** 4), ("GiB", GIB), ("MiB", MIB), ("KiB", 1024)):
        if n >= div:
            return "%.2f %s" % (n / div, unit)
    return "%d bytes" % n


def release(full):
    parts = full.split(".")
    r = {"full": full, "major": parts[0]}
    if len(parts) > 1:
        r["minor"] = parts[1]
    return r


def linux(p):
    host, domain = p["hostname"], p["domain"]
    fqdn = host + "." + domain
    ip, mac, net = p["ip"], p["mac"], p["network"]
    total, used = p["memory"], p["memory_used"]
    swap = p["swap"]
    kernelrelease = p["kernelrelease"]
    kernelversion = kernelrelease.split("-")[0]
    kernelmaj = ".".join(kernelversion.split(".")[:2])
    os_facts = {
        "architecture": p["architecture"],
        "family": p["family"],
        "hardware": "x86_64",
        "name": p["name"],
        "release": release(p["release"]),
        "selinux": p["selinux"],
    }
    if "codename" in p:
        os_facts["distro"] = {
            "codename": p["codename"],
            "description": p["description"],
            "id": p["distro_id"],
            "release": release(p["distro_release"]),
        }
    elif "description" in p:
        os_facts["distro"] = {
            "codename": p.get("distro_codename", ""),
            "description": p["description"],
            "id": p["distro_id"],
            "release": release(p["distro_release"]),
        }
    eth = p["interface"]
    interfaces = {
        eth: {
            "bindings": [{"address": ip, "netmask": "255.255.255.0", "network": net}],
            "bindings6": [{"address": p["ip6_link"], "netmask": "ffff:ffff:ffff:ffff::", "network": "fe80::",
                           "scope6": "link", "flags": ["permanent"]}],
            "ip": ip, "ip6": p["ip6_link"], "mac": mac, "mtu": 1500, "netmask": "255.255.255.0",
            "netmask6": "ffff:ffff:ffff:ffff::", "network": net, "network6": "fe80::", "scope6": "link",
        },
        "lo": {
            "bindings": [{"address": "127.0.0.1", "netmask": "255.0.0.0", "network": "127.0.0.0"}],
            "bindings6": [{"address": "::1", "netmask": "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "network": "::1",
                           "scope6": "host"}],
            "ip": "127.0.0.1", "ip6": "::1", "mtu": 65536, "netmask": "255.0.0.0",
            "netmask6": "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "network": "127.0.0.0", "network6": "::1",
            "scope6": "host",
        },
    }
    uptime_seconds = p["uptime_seconds"]
    days, hours = uptime_seconds // 86400, uptime_seconds // 3600
    uptime = "%d days" % days if days else "%d:%02d hours" % (hours, (uptime_seconds % 3600) // 60)
    disk = p["disk"]
    facts = {
        "aio_agent_version": p.get("aio_agent_version"),
        "augeas": {"version": p["augeas"]},
        "disks": {disk: {"model": "QEMU HARDDISK" if disk.startswith("sd") else None, "size": size_text(p["disk_bytes"]),
                         "size_bytes": p["disk_bytes"], "type": "hdd", "vendor": "ATA" if disk.startswith("sd") else "0x1af4"}},
        "dmi": {
            "bios": {"release_date": "04/01/2014", "vendor": "SeaBIOS", "version": "1.16.2-debian-1.16.2-1"},
            "chassis": {"type": "Other"},
            "manufacturer": "QEMU",
            "product": {"name": "Standard PC (Q35 + ICH9, 2009)", "serial_number": "Not Specified",
                        "uuid": p["uuid"]},
        },
        "facterversion": p["facter"],
        "filesystems": "ext2,ext3,ext4,vfat,xfs",
        "fips_enabled": False,
        "hypervisors": {"kvm": {}},
        "identity": {"gid": 0, "group": "root", "privileged": True, "uid": 0, "user": "root"},
        "is_virtual": True,
        "kernel": "Linux",
        "kernelmajversion": kernelmaj,
        "kernelrelease": kernelrelease,
        "kernelversion": kernelversion,
        "load_averages": {"15m": 0.05, "1m": 0.08, "5m": 0.03},
        "memory": {
            "swap": {"available": size_text(swap), "available_bytes": swap, "capacity": "0.00%", "total": size_text(swap),
                     "total_bytes": swap, "used": "0 bytes", "used_bytes": 0},
            "system": {"available": size_text(total - used), "available_bytes": total - used,
                       "capacity": "%.2f%%" % (100.0 * used / total), "total": size_text(total), "total_bytes": total,
                       "used": size_text(used), "used_bytes": used},
        },
        "mountpoints": {"/": {"available": size_text(p["disk_bytes"] * 3 // 4), "available_bytes": p["disk_bytes"] * 3 // 4,
                              "capacity": "22.16%", "device": "/dev/%s1" % disk, "filesystem": p["root_fs"],
                              "options": ["rw", "relatime"], "size": size_text(p["disk_bytes"] - MIB * 512),
                              "size_bytes": p["disk_bytes"] - MIB * 512, "used": size_text(p["disk_bytes"] // 5),
                              "used_bytes": p["disk_bytes"] // 5}},
        "networking": {
            "domain": domain, "fqdn": fqdn, "hostname": host, "interfaces": interfaces, "ip": ip,
            "ip6": p["ip6_link"], "mac": mac, "mtu": 1500, "netmask": "255.255.255.0",
            "netmask6": "ffff:ffff:ffff:ffff::", "network": net, "network6": "fe80::", "primary": eth,
            "scope6": "link",
        },
        "os": os_facts,
        "partitions": {"/dev/%s1" % disk: {"filesystem": p["root_fs"], "mount": "/", "size": size_text(p["disk_bytes"] - MIB * 512),
                                            "size_bytes": p["disk_bytes"] - MIB * 512, "uuid": p["fs_uuid"]}},
        "path": p["path"],
        "processors": {"cores": 2, "count": 2, "isa": "x86_64", "models": [p["cpu"], p["cpu"]], "physicalcount": 1,
                       "speed": "2.40 GHz", "threads": 1},
        "ruby": {"platform": "x86_64-linux" if p.get("aio_agent_version") else "x86_64-linux-gnu",
                 "sitedir": p["rubysitedir"], "version": p["ruby"]},
        "ssh": {
            "ecdsa": {"fingerprints": {"sha1": "SSHFP 3 1 " + p["ssh_sha1"], "sha256": "SSHFP 3 2 " + p["ssh_sha256"]},
                      "key": p["ssh_ecdsa"], "type": "ecdsa-sha2-nistp256"},
            "ed25519": {"fingerprints": {"sha1": "SSHFP 4 1 " + p["ssh_sha1"][::-1], "sha256": "SSHFP 4 2 " + p["ssh_sha256"][::-1]},
                        "key": p["ssh_ed25519"], "type": "ssh-ed25519"},
        },
        "system_uptime": {"days": days, "hours": hours, "seconds": uptime_seconds, "uptime": uptime},
        "timezone": "UTC",
        "virtual": "kvm",
    }
    # legacy flat facts, as Facter 4 reports them with --show-legacy
    flat = {
        "architecture": p["architecture"], "augeasversion": p["augeas"],
        "bios_release_date": "04/01/2014", "bios_vendor": "SeaBIOS", "bios_version": "1.16.2-debian-1.16.2-1",
        "blockdevice_%s_size" % disk: p["disk_bytes"], "blockdevice_%s_vendor" % disk: facts["disks"][disk]["vendor"],
        "blockdevices": disk, "chassistype": "Other", "dhcp_servers": {"system": p["gateway"], eth: p["gateway"]},
        "domain": domain, "fqdn": fqdn, "gid": "root", "hardwareisa": "x86_64", "hardwaremodel": "x86_64",
        "hostname": host, "id": "root", "interfaces": "%s,lo" % eth, "ipaddress": ip,
        "ipaddress6": p["ip6_link"], "ipaddress6_%s" % eth: p["ip6_link"], "ipaddress6_lo": "::1",
        "ipaddress_%s" % eth: ip, "ipaddress_lo": "127.0.0.1", "macaddress": mac, "macaddress_%s" % eth: mac,
        "manufacturer": "QEMU", "memoryfree": size_text(total - used), "memoryfree_mb": round((total - used) / MIB, 2),
        "memorysize": size_text(total), "memorysize_mb": round(total / MIB, 2), "mtu_%s" % eth: 1500, "mtu_lo": 65536,
        "netmask": "255.255.255.0", "netmask6": "ffff:ffff:ffff:ffff::", "netmask6_%s" % eth: "ffff:ffff:ffff:ffff::",
        "netmask6_lo": "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "netmask_%s" % eth: "255.255.255.0",
        "netmask_lo": "255.0.0.0", "network": net, "network6": "fe80::", "network6_%s" % eth: "fe80::",
        "network6_lo": "::1", "network_%s" % eth: net, "network_lo": "127.0.0.0",
        "operatingsystem": p["name"], "operatingsystemmajrelease": release(p["release"])["major"],
        "operatingsystemrelease": p["release"], "osfamily": p["family"], "physicalprocessorcount": 1,
        "processor0": p["cpu"], "processor1": p["cpu"], "processorcount": 2, "productname": "Standard PC (Q35 + ICH9, 2009)",
        "rubyplatform": facts["ruby"]["platform"], "rubysitedir": p["rubysitedir"], "rubyversion": p["ruby"],
        "scope6": "link", "scope6_%s" % eth: "link", "scope6_lo": "host",
        "selinux": p["selinux"]["enabled"], "serialnumber": "Not Specified",
        "sshecdsakey": p["ssh_ecdsa"], "sshed25519key": p["ssh_ed25519"],
        "sshfp_ecdsa": "SSHFP 3 1 %s\nSSHFP 3 2 %s" % (p["ssh_sha1"], p["ssh_sha256"]),
        "sshfp_ed25519": "SSHFP 4 1 %s\nSSHFP 4 2 %s" % (p["ssh_sha1"][::-1], p["ssh_sha256"][::-1]),
        "swapfree": size_text(swap), "swapfree_mb": round(swap / MIB, 2), "swapsize": size_text(swap),
        "swapsize_mb": round(swap / MIB, 2), "uptime": uptime, "uptime_days": days, "uptime_hours": hours,
        "uptime_seconds": uptime_seconds, "uuid": p["uuid"],
    }
    if p["selinux"]["enabled"]:
        flat.update({"selinux_config_mode": "enforcing", "selinux_config_policy": "targeted",
                     "selinux_current_mode": "enforcing", "selinux_enforced": True, "selinux_policyversion": "33"})
    if "codename" in p:
        flat.update({"lsbdistcodename": p["codename"], "lsbdistdescription": p["description"],
                     "lsbdistid": p["distro_id"], "lsbdistrelease": p["distro_release"],
                     "lsbmajdistrelease": release(p["distro_release"])["major"]})
        if "minor" in release(p["distro_release"]):
            flat["lsbminordistrelease"] = release(p["distro_release"])["minor"]
    facts.update(flat)
    facts.update(p["custom"])
    return {k: v for k, v in facts.items() if v is not None}


# `systemctl list-unit-files "systemd-*" -t service --state=enabled,disabled,...` of a fresh
# server install, as camptocamp-systemd's fact reads it
INTERNAL_SERVICES = {
    "Debian": {"systemd-boot-check-no-failures.service": "disabled", "systemd-networkd-wait-online.service": "disabled",
               "systemd-networkd.service": "disabled", "systemd-pstore.service": "enabled",
               "systemd-resolved.service": "disabled", "systemd-time-wait-sync.service": "disabled",
               "systemd-timesyncd.service": "enabled"},
    "RedHat": {"systemd-boot-check-no-failures.service": "disabled", "systemd-network-generator.service": "enabled",
               "systemd-pstore.service": "disabled", "systemd-resolved.service": "disabled",
               "systemd-sysext.service": "disabled"},
}


def common_custom(p, vardir, environmentpath):
    custom = {
        "puppetversion": "7.23.0",
        "puppet_vardir": vardir,
        "puppet_environmentpath": environmentpath,
        "puppet_server": "puppet",
        "root_home": "/root",
        "service_provider": "systemd",
        "systemd": True,
        "systemd_version": p["systemd"],
        "systemd_internal_services": INTERNAL_SERVICES[p["family"]],
        "staging_http_get": "curl",
        # openstacklib: its os_service_default is an external fact (Debian's package installs
        # /etc/facter/facts.d/os_service_default.txt), its os_workers* are computed from the
        # two processors (lib/facter/os_workers.rb)
        "os_service_default": "<SERVICE DEFAULT>",
        "os_workers_small": 2,
        "os_workers": 2,
        "os_workers_large": 1,
        "os_workers_heat_engine": 4,
        "os_workers_keystone": 4,
    }
    return custom


def debian_custom(p, vardir, environmentpath):
    custom = common_custom(p, vardir, environmentpath)
    custom.update({
        "package_provider": "apt",
        "apt_update_last_success": 1704067200,
        "apt_has_updates": False,
        "apt_has_dist_updates": False,
        "apt_reboot_required": False,
        "apt_sources": ["sources.list"],
    })
    return custom


def redhat_custom(p, vardir, environmentpath):
    custom = common_custom(p, vardir, environmentpath)
    custom.update({"package_provider": "dnf"})
    return custom


AIO_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/opt/puppetlabs/bin"
AIO = {"facter": "4.2.14", "ruby": "2.7.7", "rubysitedir": "/opt/puppetlabs/puppet/lib/ruby/site_ruby/2.7.0",
       "aio_agent_version": "7.23.0", "augeas": "1.12.0"}
AIO_DIRS = ("/opt/puppetlabs/puppet/cache", "/etc/puppetlabs/code/environments")

SSH = {
    "ssh_sha1": "8b4d3c2a1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c",
    "ssh_sha256": "6f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0",
    "ssh_ecdsa": "AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBPlaygroundExampleKeyNotReal0123456789abcdefABCDEFghijklmnopqrstuvwxyz0123456789=",
    "ssh_ed25519": "AAAAC3NzaC1lZDI1NTE5AAAAIPlaygroundExampleEd25519KeyNotReal01234567",
}


def debian_12():
    p = dict(SSH, hostname="playground", domain="example.com", ip="192.168.122.10", mac="52:54:00:12:34:56",
             network="192.168.122.0", gateway="192.168.122.1", ip6_link="fe80::5054:ff:fe12:3456", interface="eth0",
             memory=4 * GIB, memory_used=612 * MIB, swap=1 * GIB, kernelrelease="6.1.0-18-amd64",
             architecture="amd64", family="Debian", name="Debian", release="12.5", selinux={"enabled": False},
             codename="bookworm", description="Debian GNU/Linux 12 (bookworm)", distro_id="Debian",
             distro_release="12.5", uptime_seconds=3 * 86400 + 7260, disk="vda", disk_bytes=32 * GIB,
             root_fs="ext4", fs_uuid="3f8a7c1e-5b2d-4e6f-9a1b-2c3d4e5f6a7b", uuid="d3b1f2a4-6c5e-4f7a-8b9c-0d1e2f3a4b5c",
             cpu="Intel Core Processor (Skylake, IBRS)", facter="4.3.0", ruby="3.1.2",
             rubysitedir="/usr/local/lib/site_ruby/3.1.0", augeas="1.14.0", systemd="252",
             path="/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin")
    p["custom"] = debian_custom(p, "/var/cache/puppet", "/etc/puppet/code/environments")
    return linux(p)


def ubuntu_2204():
    p = dict(SSH, hostname="playground", domain="example.com", ip="10.0.2.15", mac="52:54:00:ab:cd:ef",
             network="10.0.2.0", gateway="10.0.2.2", ip6_link="fe80::5054:ff:feab:cdef", interface="ens3",
             memory=4 * GIB, memory_used=734 * MIB, swap=2 * GIB, kernelrelease="5.15.0-94-generic",
             architecture="amd64", family="Debian", name="Ubuntu", release="22.04", selinux={"enabled": False},
             codename="jammy", description="Ubuntu 22.04.4 LTS", distro_id="Ubuntu", distro_release="22.04",
             uptime_seconds=5 * 3600 + 1800, disk="vda", disk_bytes=40 * GIB, root_fs="ext4",
             fs_uuid="8e2b4c6d-1a3f-4b5c-9d7e-0f1a2b3c4d5e", uuid="a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
             cpu="AMD EPYC Processor", systemd="249", path=AIO_PATH, **AIO)
    p["custom"] = debian_custom(p, *AIO_DIRS)
    return linux(p)


def rhel_9():
    p = dict(SSH, hostname="playground", domain="example.com", ip="192.168.122.20", mac="52:54:00:9a:8b:7c",
             network="192.168.122.0", gateway="192.168.122.1", ip6_link="fe80::5054:ff:fe9a:8b7c", interface="eth0",
             memory=8 * GIB, memory_used=1190 * MIB, swap=2 * GIB, kernelrelease="5.14.0-362.18.1.el9_3.x86_64",
             architecture="x86_64", family="RedHat", name="RedHat", release="9.3",
             selinux={"config_mode": "enforcing", "config_policy": "targeted", "current_mode": "enforcing",
                      "enabled": True, "enforced": True, "policy_version": "33"},
             uptime_seconds=12 * 86400, disk="vda", disk_bytes=50 * GIB, root_fs="xfs",
             fs_uuid="5c4b3a29-1807-4f6e-8d5c-4b3a29180706", uuid="f0e1d2c3-b4a5-4968-8776-655443322110",
             cpu="Intel Xeon Processor (Cascadelake)", systemd="252", path=AIO_PATH,
             description="Red Hat Enterprise Linux release 9.3 (Plow)", distro_id="RedHatEnterprise",
             distro_release="9.3", distro_codename="Plow", **AIO)
    p["custom"] = redhat_custom(p, *AIO_DIRS)
    return linux(p)


def rocky_8():
    p = dict(SSH, hostname="playground", domain="example.com", ip="192.168.122.30", mac="52:54:00:3c:2d:1e",
             network="192.168.122.0", gateway="192.168.122.1", ip6_link="fe80::5054:ff:fe3c:2d1e", interface="eth0",
             memory=4 * GIB, memory_used=903 * MIB, swap=2 * GIB, kernelrelease="4.18.0-513.11.1.el8_9.x86_64",
             architecture="x86_64", family="RedHat", name="Rocky", release="8.9",
             selinux={"config_mode": "enforcing", "config_policy": "targeted", "current_mode": "enforcing",
                      "enabled": True, "enforced": True, "policy_version": "33"},
             uptime_seconds=2 * 86400 + 400, disk="vda", disk_bytes=30 * GIB, root_fs="xfs",
             fs_uuid="0a1b2c3d-4e5f-4607-8819-2a3b4c5d6e7f", uuid="12345678-9abc-4def-8123-456789abcdef",
             cpu="Intel Xeon Processor (Icelake)", systemd="239", path=AIO_PATH,
             description="Rocky Linux release 8.9 (Green Obsidian)", distro_id="Rocky", distro_release="8.9",
             distro_codename="Green Obsidian", **AIO)
    p["custom"] = redhat_custom(p, *AIO_DIRS)
    return linux(p)


def windows_2022():
    host, domain = "playground", "example.com"
    fqdn = host + "." + domain
    ip, mac, net = "192.168.122.40", "52:54:00:5e:6f:70", "192.168.122.0"
    total, used = 8 * GIB, 2310 * MIB
    iface = "Ethernet"
    uptime_seconds = 86400 + 3600
    facts = {
        "aio_agent_version": "7.23.0",
        "dhcp_servers": {"system": "192.168.122.1", iface: "192.168.122.1"},
        "dmi": {"manufacturer": "QEMU", "product": {"name": "Standard PC (Q35 + ICH9, 2009)",
                                                     "serial_number": "Not Specified",
                                                     "uuid": "7A6B5C4D-3E2F-4A1B-9C8D-7E6F5A4B3C2D"}},
        "facterversion": "4.2.14",
        "fips_enabled": False,
        "hypervisors": {"kvm": {}},
        "identity": {"privileged": True, "user": "EXAMPLE\\Administrator"},
        "is_virtual": True,
        "kernel": "windows",
        "kernelmajversion": "10.0",
        "kernelrelease": "10.0.20348",
        "kernelversion": "10.0.20348",
        "memory": {"system": {"available": size_text(total - used), "available_bytes": total - used,
                              "capacity": "%.2f%%" % (100.0 * used / total), "total": size_text(total),
                              "total_bytes": total, "used": size_text(used), "used_bytes": used}},
        "networking": {
            "domain": domain, "fqdn": fqdn, "hostname": host,
            "interfaces": {iface: {"bindings": [{"address": ip, "netmask": "255.255.255.0", "network": net}],
                                   "bindings6": [{"address": "fe80::5054:ff:fe5e:6f70", "netmask": "ffff:ffff:ffff:ffff::",
                                                  "network": "fe80::"}],
                                   "dhcp": "192.168.122.1", "ip": ip, "ip6": "fe80::5054:ff:fe5e:6f70", "mac": mac,
                                   "mtu": 1500, "netmask": "255.255.255.0", "netmask6": "ffff:ffff:ffff:ffff::",
                                   "network": net, "network6": "fe80::", "scope6": "link"}},
            "ip": ip, "ip6": "fe80::5054:ff:fe5e:6f70", "mac": mac, "mtu": 1500, "netmask": "255.255.255.0",
            "netmask6": "ffff:ffff:ffff:ffff::", "network": net, "network6": "fe80::", "primary": iface,
            "scope6": "link",
        },
        "os": {
            "architecture": "x64", "family": "windows", "hardware": "x86_64", "name": "windows",
            "release": {"full": "2022", "major": "2022"},
            "windows": {"display_version": "21H2", "edition_id": "ServerStandard", "installation_type": "Server",
                        "product_name": "Windows Server 2022 Standard", "release_id": "21H2",
                        "system32": "C:\\Windows\\system32"},
        },
        "path": "C:\\Program Files\\Puppet Labs\\Puppet\\puppet\\bin;C:\\Program Files\\Puppet Labs\\Puppet\\bin;"
                "C:\\Windows\\system32;C:\\Windows;C:\\Windows\\System32\\Wbem;C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\",
        "processors": {"count": 2, "isa": "x64", "models": ["Intel Xeon Processor (Cascadelake)"] * 2,
                       "physicalcount": 1},
        "ruby": {"platform": "x64-mingw32", "sitedir": "C:/Program Files/Puppet Labs/Puppet/puppet/lib/ruby/site_ruby/2.7.0",
                 "version": "2.7.7"},
        "system_uptime": {"days": 1, "hours": 25, "seconds": uptime_seconds, "uptime": "1 day"},
        "timezone": "Coordinated Universal Time",
        "virtual": "kvm",
        # legacy flat facts
        "architecture": "x64", "domain": domain, "fqdn": fqdn, "hardwareisa": "x64",
        "hardwaremodel": "x86_64", "hostname": host, "id": "EXAMPLE\\Administrator", "interfaces": iface,
        "ipaddress": ip, "ipaddress6": "fe80::5054:ff:fe5e:6f70", "ipaddress_%s" % iface: ip,
        "ipaddress6_%s" % iface: "fe80::5054:ff:fe5e:6f70", "macaddress": mac, "macaddress_%s" % iface: mac,
        "manufacturer": "QEMU", "memoryfree": size_text(total - used), "memoryfree_mb": round((total - used) / MIB, 2),
        "memorysize": size_text(total), "memorysize_mb": round(total / MIB, 2), "mtu_%s" % iface: 1500,
        "netmask": "255.255.255.0", "netmask_%s" % iface: "255.255.255.0", "netmask6": "ffff:ffff:ffff:ffff::",
        "netmask6_%s" % iface: "ffff:ffff:ffff:ffff::", "network": net, "network_%s" % iface: net,
        "network6": "fe80::", "network6_%s" % iface: "fe80::", "operatingsystem": "windows",
        "operatingsystemmajrelease": "2022", "operatingsystemrelease": "2022", "osfamily": "windows",
        "physicalprocessorcount": 1, "processor0": "Intel Xeon Processor (Cascadelake)",
        "processor1": "Intel Xeon Processor (Cascadelake)", "processorcount": 2,
        "productname": "Standard PC (Q35 + ICH9, 2009)", "rubyplatform": "x64-mingw32",
        "rubysitedir": "C:/Program Files/Puppet Labs/Puppet/puppet/lib/ruby/site_ruby/2.7.0", "rubyversion": "2.7.7",
        "scope6": "link", "scope6_%s" % iface: "link", "serialnumber": "Not Specified", "system32": "C:\\Windows\\system32",
        "uptime": "1 day", "uptime_days": 1, "uptime_hours": 25, "uptime_seconds": uptime_seconds,
        "uuid": "7A6B5C4D-3E2F-4A1B-9C8D-7E6F5A4B3C2D", "windows_display_version": "21H2",
        "windows_edition_id": "ServerStandard", "windows_installation_type": "Server",
        "windows_product_name": "Windows Server 2022 Standard", "windows_release_id": "21H2",
        # custom facts of the common modules
        "puppetversion": "7.23.0",
        "puppet_vardir": "C:/ProgramData/PuppetLabs/puppet/cache",
        "puppet_environmentpath": "C:/ProgramData/PuppetLabs/code/environments",
        "puppet_server": "puppet",
        "service_provider": "windows",
        "package_provider": "windows",
        "archive_windir": "C:\\ProgramData\\staging",
        "staging_windir": "C:\\ProgramData\\staging",
    }
    return {k: v for k, v in facts.items() if v is not None}


def minimal():
    """What a node reports with nothing but Facter's core: the facts every module can rely on."""
    return {
        "kernel": "Linux",
        "networking": {"domain": "example.com", "fqdn": "playground.example.com", "hostname": "playground"},
        "os": {"architecture": "amd64", "family": "Debian", "hardware": "x86_64", "name": "Debian",
               "release": {"full": "12.5", "major": "12", "minor": "5"}},
        "domain": "example.com", "fqdn": "playground.example.com", "hostname": "playground",
        "architecture": "amd64", "operatingsystem": "Debian", "operatingsystemmajrelease": "12",
        "operatingsystemrelease": "12.5", "osfamily": "Debian",
    }


PRESETS = {
    "debian-12": debian_12,
    "ubuntu-22.04": ubuntu_2204,
    "rhel-9": rhel_9,
    "rocky-8": rocky_8,
    "windows-2022": windows_2022,
    "minimal": minimal,
}


def main():
    for name, make in PRESETS.items():
        facts = make()
        with open(os.path.join(HERE, name + ".json"), "w") as out:
            json.dump(dict(sorted(facts.items())), out, indent=2, sort_keys=True)
            out.write("\n")


if __name__ == "__main__":
    main()
