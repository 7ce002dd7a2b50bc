// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IBeeTokenSpend {
    function transferFrom(address from, address to, uint256 value) external returns (bool);
}

/// @title The Honey Pot: a collectible NFT (ERC-721 subset) for 1000 BEE each.
contract HoneyPotNFT {
    string public constant name = "Honey Pot";
    string public constant symbol = "HONEY";
    uint256 public constant PRICE = 1000 * 1e18;

    IBeeTokenSpend public immutable token;
    uint256 public totalSupply;
    mapping(uint256 => address) public ownerOf;
    mapping(address => uint256) public balanceOf;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event NFTMinted(address owner, uint256 tokenId);

    constructor(IBeeTokenSpend beeToken) {
        token = beeToken;
    }

    /// Mints the next Honey Pot for the caller, who pays PRICE in BEE (approve it first).
    function mintNFT() external returns (uint256 tokenId) {
        require(token.transferFrom(msg.sender, address(this), PRICE), "HoneyPot: payment failed");
        tokenId = ++totalSupply;
        ownerOf[tokenId] = msg.sender;
        balanceOf[msg.sender] += 1;
        emit Transfer(address(0), msg.sender, tokenId);
        emit NFTMinted(msg.sender, tokenId);
    }

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        require(ownerOf[tokenId] != address(0), "HoneyPot: no such token");
        return string.concat("/assets/public/images/HoneyPot.png#", _decimal(tokenId));
    }

    function _decimal(uint256 value) private pure returns (string memory) {
        if (value == 0) return "0";
        uint256 digits;
        for (uint256 rest = value; rest != 0; rest /= 10) digits++;
        bytes memory text = new bytes(digits);
        for (; value != 0; value /= 10) text[--digits] = bytes1(uint8(48 + (value % 10)));
        return string(text);
    }
}
